--TEST--
min() and max() of one array
--FILE--
<?php
var_dump(min([3, 1, 2]), max(['a' => 5, 'b' => 7]));
--EXPECT--
int(1)
int(7)
