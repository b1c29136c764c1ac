--TEST--
rand after srand
--FILE--
<?php
srand(42);
for ($i = 0; $i < 5; $i++) echo rand(), ' ';
echo "\n";
for ($i = 0; $i < 5; $i++) echo rand(1, 10), ' ';
echo "\n";
--EXPECT--
804318771 1710563033 2041643438 393923207 1571945013 
6 1 5 1 4
