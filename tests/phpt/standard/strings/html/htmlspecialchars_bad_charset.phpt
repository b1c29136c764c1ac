--TEST--
htmlspecialchars with an unknown charset
--FILE--
<?php
var_dump(htmlspecialchars("a'b", ENT_QUOTES, "foo"));
--EXPECTF--

Warning: htmlspecialchars(): Charset "foo" is not supported, assuming UTF-8 in %s on line 2
string(8) "a&#039;b"
