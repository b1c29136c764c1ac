--TEST--
htmlentities and html_entity_decode round trip
--FILE--
<?php
$s = "Ünïcödé <tag> & 'quotes' \"double\" € ♥ 😀";
foreach ([ENT_HTML401, ENT_XML1, ENT_XHTML, ENT_HTML5] as $d) var_dump(html_entity_decode(htmlentities($s, ENT_QUOTES | $d), ENT_QUOTES | $d) === $s);
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
