<?php
declare(strict_types=1);

namespace App;

/** Notes kept in a JSON file (with a lock, since workers write concurrently). */
final class Notes
{
    private string $file;

    public function __construct()
    {
        $this->file = APP_DATA . '/notes.json';
    }

    /** @return list<array{title: string, body: string, at: string}> */
    public function all(): array
    {
        if (!is_file($this->file)) {
            return [];
        }
        $data = json_decode((string) file_get_contents($this->file), true);
        return is_array($data) ? $data : [];
    }

    public function add(string $title, string $body): void
    {
        $fp = fopen($this->file, 'c+');
        flock($fp, LOCK_EX);
        $raw = stream_get_contents($fp);
        $notes = $raw ? (json_decode($raw, true) ?: []) : [];
        array_unshift($notes, ['title' => $title, 'body' => $body, 'at' => date('Y-m-d H:i:s')]);
        ftruncate($fp, 0);
        rewind($fp);
        fwrite($fp, json_encode(array_slice($notes, 0, 50), JSON_PRETTY_PRINT));
        flock($fp, LOCK_UN);
        fclose($fp);
    }

    /** @return array<string, string> field => message */
    public static function validate(array $input): array
    {
        $errors = [];
        $title = trim((string) ($input['title'] ?? ''));
        if ($title === '') {
            $errors['title'] = 'A title is required.';
        } elseif (mb_strlen($title) > 80) {
            $errors['title'] = 'At most 80 characters.';
        }
        if (trim((string) ($input['body'] ?? '')) === '') {
            $errors['body'] = 'Write something.';
        }
        return $errors;
    }
}
