--TEST--
parse_url with user info but an empty host
--FILE--
<?php
var_dump(parse_url("http://user@/path"), parse_url("http://user:pw@:80"));
--EXPECT--
bool(false)
bool(false)
