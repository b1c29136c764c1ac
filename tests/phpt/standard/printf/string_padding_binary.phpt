--TEST--
sprintf %s with binary data and width
--FILE--
<?php
var_dump(bin2hex(sprintf('%4s', "\0\1")));
var_dump(strlen(sprintf('%10s', "é")));
--EXPECT--
string(8) "20200001"
int(10)
