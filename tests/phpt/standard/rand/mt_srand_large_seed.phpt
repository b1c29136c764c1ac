--TEST--
seeds beyond 32 bits
--FILE--
<?php
mt_srand(PHP_INT_MAX);
echo mt_rand(), "\n";
mt_srand(-1);
echo mt_rand(), "\n";
mt_srand(4294967296 + 42);
echo mt_rand(), "\n";
--EXPECT--
209663185
209663185
804318771
