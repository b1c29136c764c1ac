--TEST--
strlen of assorted values
--FILE--
<?php
var_dump(strlen("héllo"), strlen("\0\0"), strlen(12345), strlen(1.5), strlen(true), strlen(false));
--EXPECT--
int(6)
int(2)
int(5)
int(3)
int(1)
int(0)
