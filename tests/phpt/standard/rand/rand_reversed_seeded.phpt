--TEST--
rand with min greater than max
--FILE--
<?php
srand(4);
for ($i = 0; $i < 6; $i++) echo rand(10, 1), ' ';
echo "\n";
--EXPECT--
1 5 2 4 10 7
