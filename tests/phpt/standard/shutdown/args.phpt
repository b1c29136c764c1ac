--TEST--
register_shutdown_function passes extra arguments
--FILE--
<?php
register_shutdown_function(function ($a, $b) { echo "got $a and $b\n"; }, 'x', 42);
register_shutdown_function('printf', "%s-%s\n", 'p', 'q');
--EXPECT--
got x and 42
p-q
