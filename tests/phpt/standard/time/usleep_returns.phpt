--TEST--
usleep returns null and waits at least the given time
--FILE--
<?php
$a = hrtime(true);
var_dump(usleep(20000));
$elapsed = hrtime(true) - $a;
var_dump($elapsed >= 20000000);
--EXPECT--
NULL
bool(true)
