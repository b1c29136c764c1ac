--TEST--
echo of an array warns
--FILE--
<?php
echo [1, 2], "\n";
--EXPECTF--

Warning: Array to string conversion in %s on line 2
Array
