--TEST--
argument and resource errors of the file functions
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
$d = opendir(sys_get_temp_dir()); closedir($d);
t(fn() => readdir($d));
t(fn() => closedir($d));
t(fn() => rewinddir($d));
$m = fopen('php://memory', 'r');
t(fn() => readdir($m));
t(fn() => fopen('php://memory', 'r', false, 'ctx'));
t(fn() => fopen('php://memory', 'r', false, $m));
t(fn() => file_get_contents('php://memory', false, 5));
t(fn() => fwrite('x', 'y'));
t(fn() => fclose(null));
t(fn() => feof(1));
t(fn() => fread($m));
t(fn() => stream_get_meta_data($d));
t(fn() => fseek($m, 0, 5));
t(fn() => stream_context_get_options($m));
t(fn() => fgetcsv($m, 0, ',', '"', 'ab'));
t(fn() => fputcsv($m, ['x'], ',', '"', '\\', ''));
t(fn() => file('/x', -1));
t(fn() => mkdir(''));
t(fn() => rmdir(''));
t(fn() => unlink(''));
t(fn() => scandir(''));
t(fn() => opendir(''));
t(fn() => touch(''));
t(fn() => file_put_contents('', 'x'));
t(fn() => readfile(''));
t(fn() => file(''));
t(fn() => rename('', 'x'));
t(fn() => copy('x', ''));
t(fn() => tempnam(sys_get_temp_dir(), "a\0b"));
t(fn() => realpath("a\0b"));
t(fn() => chdir(''));
t(fn() => glob("a\0b"));
--EXPECTF--
TypeError: readdir(): supplied resource is not a valid Directory resource
TypeError: closedir(): supplied resource is not a valid Directory resource
TypeError: rewinddir(): supplied resource is not a valid Directory resource
TypeError: readdir(): Argument #1 ($dir_handle) must be a valid Directory resource
TypeError: fopen(): Argument #4 ($context) must be of type resource or null, string given
TypeError: fopen(): supplied resource is not a valid Stream-Context resource
TypeError: file_get_contents(): Argument #3 ($context) must be of type resource or null, int given
TypeError: fwrite(): Argument #1 ($stream) must be of type resource, string given
TypeError: fclose(): Argument #1 ($stream) must be of type resource, null given
TypeError: feof(): Argument #1 ($stream) must be of type resource, int given
ArgumentCountError: fread() expects exactly 2 arguments, 1 given
TypeError: stream_get_meta_data(): supplied resource is not a valid stream resource
int(-1)
array(0) {
}
ValueError: fgetcsv(): Argument #5 ($escape) must be empty or a single character
bool(false)
ValueError: file(): Argument #2 ($flags) must be a valid flag value

Warning: mkdir(): No such file or directory in %s on line 22
bool(false)

Warning: rmdir(): No such file or directory in %s on line 23
bool(false)

Warning: unlink(): No such file or directory in %s on line 24
bool(false)
ValueError: scandir(): Argument #1 ($directory) cannot be empty
bool(false)
bool(false)
ValueError: Path cannot be empty
ValueError: Path cannot be empty
ValueError: Path cannot be empty

Warning: rename(,x): No such file or directory in %s on line 31
bool(false)

Warning: copy(x): Failed to open stream: No such file or directory in %s on line 32
bool(false)
ValueError: tempnam(): Argument #2 ($prefix) must not contain any null bytes
ValueError: realpath(): Argument #1 ($path) must not contain any null bytes

Warning: chdir(): No such file or directory (errno 2) in %s on line 35
bool(false)
ValueError: glob(): Argument #1 ($pattern) must not contain any null bytes
