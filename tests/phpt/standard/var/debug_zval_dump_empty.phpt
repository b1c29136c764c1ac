--TEST--
the empty array is interned
--FILE--
<?php
debug_zval_dump([]);
--EXPECT--
array(0) interned {
}
