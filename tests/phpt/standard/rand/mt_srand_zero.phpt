--TEST--
mt_rand sequence after mt_srand(0)
--FILE--
<?php
mt_srand(0);
echo mt_rand(), ' ', mt_rand(), ' ', mt_rand(), "\n";
--EXPECT--
1178568022 1273124119 1535857466
