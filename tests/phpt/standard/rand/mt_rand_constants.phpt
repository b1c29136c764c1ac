--TEST--
MT_RAND constants
--FILE--
<?php
var_dump(MT_RAND_MT19937, MT_RAND_PHP);
--EXPECT--
int(0)
int(1)
