--TEST--
rand in MT_RAND_PHP mode
--FILE--
<?php
srand(100, MT_RAND_PHP);
for ($i = 0; $i < 6; $i++) echo rand(1, 100), ' ';
echo "\n";
--EXPECT--
46 68 28 42 58 48
