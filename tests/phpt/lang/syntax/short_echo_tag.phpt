--TEST--
Short echo tag prints an expression
--FILE--
<?php $x = 5; ?>
Value: <?= $x * 2 ?>

Done
--EXPECT--
Value: 10
Done
