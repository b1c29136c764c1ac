--TEST--
plus as delimiter and escaped inside
--FILE--
<?php
var_dump(preg_match('+a\+b+', 'a+b'));
var_dump(preg_match('+ab+', 'ab'));
--EXPECT--
int(1)
int(1)
