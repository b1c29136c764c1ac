--TEST--
the delimiter inside a character class must still be escaped
--FILE--
<?php
var_dump(preg_match('/[\/]/', '/'));
var_dump(preg_match('#[/]#', '/'));
--EXPECT--
int(1)
int(1)
