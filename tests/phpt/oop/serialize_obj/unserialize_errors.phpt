--TEST--
unserialize of malformed data returns false with a notice
--FILE--
<?php
var_dump(unserialize('O:1:"X"'));
var_dump(unserialize('garbage'));
var_dump(unserialize(''));
var_dump(unserialize('b:0;'));
--EXPECTF--

Notice: unserialize(): Error at offset 7 of 7 bytes in %s on line 2
bool(false)

Notice: unserialize(): Error at offset 0 of 7 bytes in %s on line 3
bool(false)
bool(false)
bool(false)
