--TEST--
strpos with an empty needle
--FILE--
<?php
var_dump(strpos('abc', ''));
var_dump(strpos('abc', '', 2));
var_dump(strpos('abc', '', 3));
var_dump(strpos('', ''));
--EXPECT--
int(0)
int(2)
int(3)
int(0)
