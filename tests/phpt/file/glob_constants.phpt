--TEST--
glob constants
--FILE--
<?php
var_dump(GLOB_BRACE, GLOB_MARK, GLOB_NOSORT, GLOB_NOCHECK, GLOB_NOESCAPE, GLOB_ERR, GLOB_ONLYDIR, GLOB_AVAILABLE_FLAGS);
--EXPECT--
int(1024)
int(2)
int(4)
int(16)
int(64)
int(1)
int(8192)
int(9303)
