--TEST--
mt_rand sequence after mt_srand(42)
--FILE--
<?php
mt_srand(42);
for ($i = 0; $i < 10; $i++) echo mt_rand(), "\n";
--EXPECT--
804318771
1710563033
2041643438
393923207
1571945013
1674373667
1285609310
1281725962
335047475
957418556
