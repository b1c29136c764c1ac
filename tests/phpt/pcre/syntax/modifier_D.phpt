--TEST--
the D modifier: $ only at the very end
--FILE--
<?php
var_dump(preg_match('/a$/', "a\n"));
var_dump(preg_match('/a$/D', "a\n"));
var_dump(preg_match('/a$/D', "a"));
var_dump(preg_match('/a$/mD', "a\nb"));
--EXPECT--
int(1)
int(0)
int(1)
int(1)
