--TEST--
array_search() for an array value
--FILE--
<?php
var_dump(array_search([1, 2], [[2, 1], [1, 2]]));
var_dump(array_search([1, 2], [['1', '2']], true));
--EXPECT--
int(1)
bool(false)
