--TEST--
mt_rand sequence after mt_srand(42)
--FILE--
<?php
mt_srand(42);
for ($i = 0; $i < 5; $i++) {
    var_dump(mt_rand());
}
--EXPECT--
int(804318771)
int(1710563033)
int(2041643438)
int(393923207)
int(1571945013)
