--TEST--
mt_rand with a range after seeding
--FILE--
<?php
mt_srand(1);
for ($i = 0; $i < 10; $i++) echo mt_rand(1, 100), ' ';
echo "\n";
--EXPECT--
46 40 25 69 64 14 92 42 60 33
