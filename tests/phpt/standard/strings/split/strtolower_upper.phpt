--TEST--
strtolower and strtoupper are ASCII-only
--FILE--
<?php
var_dump(strtolower("HeLLo WORLD 123"), strtoupper("hello world"), strtolower("ÀÉ"), strtoupper("àé"), strtolower(""));
--EXPECT--
string(15) "hello world 123"
string(11) "HELLO WORLD"
string(4) "ÀÉ"
string(4) "àé"
string(0) ""
