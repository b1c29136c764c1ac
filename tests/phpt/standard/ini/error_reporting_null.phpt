--TEST--
error_reporting(null) reads without changing
--FILE--
<?php
error_reporting(E_NOTICE);
var_dump(error_reporting(null));
var_dump(error_reporting());
--EXPECT--
int(8)
int(8)
