--TEST--
strlen counts bytes
--FILE--
<?php
var_dump(strlen(''));
var_dump(strlen('abc'));
var_dump(strlen("a\0b"));
var_dump(strlen('héllo'));
var_dump(strlen('日本'));
--EXPECT--
int(0)
int(3)
int(3)
int(6)
int(6)
