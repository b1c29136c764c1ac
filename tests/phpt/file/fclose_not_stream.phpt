--TEST--
stream functions reject a context resource
--FILE--
<?php
$c = stream_context_create();
try { fread($c, 1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { fclose($c); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { fgets("str"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
fread(): supplied resource is not a valid stream resource
fclose(): supplied resource is not a valid stream resource
fgets(): Argument #1 ($stream) must be of type resource, string given
