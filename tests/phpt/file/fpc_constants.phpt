--TEST--
file flag constants
--FILE--
<?php
var_dump(FILE_USE_INCLUDE_PATH, FILE_IGNORE_NEW_LINES, FILE_SKIP_EMPTY_LINES, FILE_APPEND, FILE_NO_DEFAULT_CONTEXT, LOCK_SH, LOCK_EX, LOCK_UN, LOCK_NB, SEEK_SET, SEEK_CUR, SEEK_END);
--EXPECT--
int(1)
int(2)
int(4)
int(8)
int(16)
int(1)
int(2)
int(3)
int(4)
int(0)
int(1)
int(2)
