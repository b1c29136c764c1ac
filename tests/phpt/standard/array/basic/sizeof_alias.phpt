--TEST--
sizeof() is count()
--FILE--
<?php
var_dump(sizeof([1, 2, 3]), sizeof([[1, 2]], COUNT_RECURSIVE));
--EXPECT--
int(3)
int(3)
