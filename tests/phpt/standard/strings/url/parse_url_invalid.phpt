--TEST--
parse_url of invalid URLs
--FILE--
<?php
var_dump(parse_url("http://"), parse_url("http:///example.com"), parse_url("http://:80"), parse_url("http://host:123456"), parse_url("http://host:abc"), parse_url(":"));
--EXPECT--
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
