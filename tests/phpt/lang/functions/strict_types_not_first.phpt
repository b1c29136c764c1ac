--TEST--
strict_types must be the first statement
--FILE--
<?php
echo "x";
declare(strict_types=1);
--EXPECTF--

Fatal error: strict_types declaration must be the very first statement in the script in %s on line 3
