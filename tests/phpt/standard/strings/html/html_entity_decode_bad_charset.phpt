--TEST--
html_entity_decode with an unknown charset
--FILE--
<?php
var_dump(html_entity_decode("x", ENT_QUOTES, "foo"), html_entity_decode("&amp; &x", ENT_QUOTES, "foo"));
--EXPECTF--

Warning: html_entity_decode(): Charset "foo" is not supported, assuming UTF-8 in %s on line 2
string(1) "x"
string(4) "& &x"
