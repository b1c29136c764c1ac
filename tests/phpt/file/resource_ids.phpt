--TEST--
resource numbering
--FILE--
<?php
var_dump(fopen('php://memory', 'r'));
var_dump(fopen('php://memory', 'r'));
var_dump(stream_context_create());
var_dump(tmpfile());
--EXPECT--
resource(5) of type (stream)
resource(6) of type (stream)
resource(7) of type (stream-context)
resource(8) of type (stream)
