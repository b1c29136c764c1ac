--TEST--
case-insensitive replacement
--FILE--
<?php
var_dump(preg_replace('/hello/i', 'bye', 'Hello HELLO hello'));
--EXPECT--
string(11) "bye bye bye"
