--TEST--
Deep but bounded recursion
--FILE--
<?php
function depth($n) { return $n == 0 ? 0 : 1 + depth($n - 1); }
var_dump(depth(10000));
--EXPECT--
int(10000)
