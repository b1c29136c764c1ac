--TEST--
spl_object_id and hash
--FILE--
<?php
$a = new stdClass; $b = new stdClass; var_dump(spl_object_id($a), spl_object_id($b), strlen(spl_object_hash($a)));
--EXPECT--
int(1)
int(2)
int(32)
