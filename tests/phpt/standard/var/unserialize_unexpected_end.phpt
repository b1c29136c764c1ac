--TEST--
the end of data inside an array
--FILE--
<?php
var_dump(unserialize('a:2:{i:0;i:1;}'));
var_dump(unserialize('a:1:{}'));
--EXPECTF--

Notice: unserialize(): Unexpected end of serialized data in %s on line 2

Notice: unserialize(): Error at offset 13 of 14 bytes in %s on line 2
bool(false)

Notice: unserialize(): Error at offset 5 of 6 bytes in %s on line 3
bool(false)
