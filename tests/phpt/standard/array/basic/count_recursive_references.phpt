--TEST--
count() recursive through references
--FILE--
<?php
$in = [1, 2];
$a = [&$in, 3];
var_dump(count($a, COUNT_RECURSIVE));
--EXPECT--
int(4)
