--TEST--
opendir and tmpfile ids
--FILE--
<?php
var_dump(tmpfile());
var_dump(opendir(sys_get_temp_dir()));
var_dump(tmpfile());
--EXPECT--
resource(4) of type (stream)
resource(6) of type (stream)
resource(7) of type (stream)
