<?xml version="1.0" encoding="UTF-8"?>
<!--
  Turns an ISO Schematron schema (queryBinding xslt2) into an XSLT 3.0 stylesheet that answers, for
  the document it is applied to, <failed-assertions> with a <failed id flag location> per assertion
  that does not hold. It knows what the Peppol and CEN files use: ns, let (of the schema, a pattern
  or a rule), xsl:function, pattern, rule and assert. Within a pattern a node is checked by the
  first rule whose context it matches, as Schematron has it.
-->
<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:sch="http://purl.oclc.org/dsdl/schematron" xmlns:out="urn:x-generated-xslt"
  exclude-result-prefixes="sch">
  <xsl:namespace-alias stylesheet-prefix="out" result-prefix="xsl" />

  <xsl:template match="/sch:schema">
    <out:stylesheet version="3.0">
      <xsl:for-each select="sch:ns">
        <xsl:namespace name="{@prefix}" select="@uri" />
      </xsl:for-each>
      <xsl:copy-of select="xsl:function" />
      <xsl:apply-templates select="sch:let | sch:pattern/sch:let" />
      <out:template match="/">
        <failed-assertions>
          <xsl:for-each select="sch:pattern">
            <out:apply-templates select="/" mode="{generate-id()}" />
          </xsl:for-each>
        </failed-assertions>
      </out:template>
      <xsl:apply-templates select="sch:pattern" />
    </out:stylesheet>
  </xsl:template>

  <xsl:template match="sch:let">
    <out:variable name="{@name}" select="{@value}" />
  </xsl:template>

  <xsl:template match="sch:pattern">
    <xsl:variable name="mode" select="generate-id()" />
    <out:template match="document-node() | node() | @*" mode="{$mode}" priority="-10">
      <out:apply-templates select="@* | node()" mode="{$mode}" />
    </out:template>
    <xsl:for-each select="sch:rule">
      <out:template match="{@context}" mode="{$mode}" priority="{last() - position() + 1}">
        <xsl:apply-templates select="sch:let" />
        <xsl:for-each select="sch:assert">
          <out:if test="not({@test})">
            <failed id="{@id}" flag="{@flag}" location="{{path()}}">
              <xsl:value-of select="normalize-space()" />
            </failed>
          </out:if>
        </xsl:for-each>
        <out:apply-templates select="@* | node()" mode="{$mode}" />
      </out:template>
    </xsl:for-each>
  </xsl:template>
</xsl:stylesheet>
