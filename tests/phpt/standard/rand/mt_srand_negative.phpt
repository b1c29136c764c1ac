--TEST--
mt_rand sequence after a negative seed
--FILE--
<?php
mt_srand(-1);
echo mt_rand(), ' ', mt_rand(), "\n";
mt_srand(PHP_INT_MAX);
echo mt_rand(), ' ', mt_rand(), "\n";
--EXPECT--
209663185 239673489
209663185 239673489
