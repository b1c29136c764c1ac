--TEST--
htmlspecialchars single quote per doctype
--FILE--
<?php
var_dump(htmlspecialchars("'", ENT_QUOTES | ENT_HTML401), htmlspecialchars("'", ENT_QUOTES | ENT_XML1), htmlspecialchars("'", ENT_QUOTES | ENT_XHTML), htmlspecialchars("'", ENT_QUOTES | ENT_HTML5));
--EXPECT--
string(6) "&#039;"
string(6) "&apos;"
string(6) "&apos;"
string(6) "&apos;"
