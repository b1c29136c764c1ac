--TEST--
exit with true prints 1 in PHP 8.2
--FILE--
<?php
exit(true);
--EXPECT--
1
