--TEST--
count() with COUNT_RECURSIVE
--FILE--
<?php
var_dump(count([1, [2, [3, 4]], 'a' => []], COUNT_RECURSIVE));
--EXPECT--
int(7)
