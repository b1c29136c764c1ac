--TEST--
json_encode of object includes only public properties
--FILE--
<?php
class V { public $pub = "p"; protected $prot = "q"; private $priv = "r"; public $n = null; function enc() { return json_encode($this); } }
var_dump(json_encode(new V));
var_dump((new V)->enc());
--EXPECT--
string(20) "{"pub":"p","n":null}"
string(20) "{"pub":"p","n":null}"
