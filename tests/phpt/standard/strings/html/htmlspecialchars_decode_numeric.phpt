--TEST--
htmlspecialchars_decode numeric entities
--FILE--
<?php
var_dump(htmlspecialchars_decode("&#60;&#x3E;&#65;&apos;&#39;&quot;&#x26;"), htmlspecialchars_decode("&#60;&#x3E;&#65;&apos;&#39;&quot;", ENT_QUOTES | ENT_HTML5));
--EXPECT--
string(16) "<>&#65;&apos;'"&"
string(10) "<>&#65;''""
